// Files or folders dropped anywhere on the window go to the library, whatever screen is showing. Says whether files
// are being dragged over the window, for the overlay that tells where they will go.
import { useEffect, useRef, useState } from 'react';
import { droppedFiles } from './send-files';

/** `onDrop` is called as the files land (to show the library); `onFiles` with them once a dropped folder is read. */
export function useFileDrop(onDrop: () => void, onFiles: (files: File[]) => void): boolean {
  const [dragging, setDragging] = useState(false);
  // The latest callbacks, so the listeners (and the count of nested drag-enters) stay for the window's lifetime.
  const callbacks = useRef({ onDrop, onFiles });
  useEffect(() => {
    callbacks.current = { onDrop, onFiles };
  });

  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: the overlay goes when the drag has left them all.
    let depth = 0;
    const carriesFiles = (event: DragEvent) => Boolean(event.dataTransfer?.types.includes('Files'));
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth++;
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (carriesFiles(event) && --depth <= 0) setDragging(false);
    };
    const over = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      callbacks.current.onDrop();
      void droppedFiles(event.dataTransfer).then((files) => callbacks.current.onFiles(files));
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);

  return dragging;
}
