"use client";

import { useRef, useState, type DragEvent, type KeyboardEvent } from "react";

/**
 * What a file drop zone does, for Documentos and Banco alike: click or Enter/Space opens the hidden
 * file input, dragging over highlights, dropping hands the files on. Spread `zoneProps` on the zone.
 */
export function useDropZone(onFiles: (files: File[]) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const zoneProps = {
    onClick: () => input.current?.click(),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " ") input.current?.click();
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      onFiles(Array.from(event.dataTransfer.files));
    },
  };
  return { input, dragging, zoneProps };
}
