/**
 * Saves a Blob (e.g. a PDF fetched with the access token through `api.arquivo`) as a file with the given name,
 * through a temporary link with the `download` attribute: no new tab, and the name is ours, not the URL's.
 */
export function baixarArquivo(arquivo: Blob, nome: string): void {
  const url = URL.createObjectURL(arquivo);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
