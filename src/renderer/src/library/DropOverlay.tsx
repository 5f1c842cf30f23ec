// Over the whole window while files are dragged over it: where they will go, and what can be added.
export function DropOverlay() {
  return (
    <div className="drop-overlay" aria-hidden="true">
      <p>놓으면 라이브러리에 추가합니다</p>
      <p className="small">PDF · Markdown · 텍스트 파일이나 폴더</p>
    </div>
  );
}
