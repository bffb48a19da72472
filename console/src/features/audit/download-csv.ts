/** Hands the browser a CSV file to save (the server's text, BOM included, as it sent it). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser has the file; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
