// Inside a packaged app, node_modules live in resources/app.asar. Electron's patched fs and require read through
// the archive, but a path handed to native code (SQLite's loadExtension calls dlopen) must name a real file: the
// packager copies such files to app.asar.unpacked beside the archive (electron-builder.yml, asarUnpack).

/** `…/app.asar/…` → `…/app.asar.unpacked/…` (whole path segment only, either separator); other paths unchanged. */
export function asarUnpackedPath(path: string): string {
  return path.replace(/(^|[\\/])app\.asar(?=[\\/]|$)/, '$1app.asar.unpacked');
}
