// Saves what an export made as a file: the browser's download (Electron shows its save dialog for it).
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const saveText = (text: string, fileName: string, type: string): void => saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName);

export function saveBase64(base64: string, fileName: string, type: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  saveBlob(new Blob([bytes], { type }), fileName);
}
