/** Hands a file the console built to the browser as a download. */
export function saveFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
