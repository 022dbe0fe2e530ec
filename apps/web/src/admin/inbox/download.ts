/** Saves a blob as a file through a temporary link (the server's answer needed a bearer header). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
