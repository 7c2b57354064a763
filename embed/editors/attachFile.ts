// Attaches a file the way a user would: into the page's file input (plus a change event), or by dropping it on
// the drop zone. Chat sites read the File from the event, so no upload code of ours is involved.
import type { PageActionResult } from '../../bridge/protocol/types';
import { failed, fire } from './verify';

export function attachFile(
  file: File,
  fileInput: HTMLInputElement | null,
  dropZone: Element | null,
): PageActionResult {
  if (typeof DataTransfer !== 'function') return failed('This browser cannot build a file transfer.');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  if (fileInput) {
    fileInput.files = transfer.files;
    // Checked before the events: sites clear the input in their change handler once they took the file.
    if (!fileInput.files?.length) return failed('The file input did not take the file.');
    fire(fileInput, 'input', 'change');
    return { ok: true };
  }
  if (dropZone && typeof DragEvent === 'function') {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      dropZone.dispatchEvent(
        new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
    }
    return { ok: true };
  }
  return failed('No file input or drop zone found on this page.');
}
