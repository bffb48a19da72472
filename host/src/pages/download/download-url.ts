/** The address behind the QR code: the brand's, else this site's own /download page. */
export function downloadAddress(brandUrl: string | undefined, origin: string): string {
  return brandUrl ?? `${origin}/download`;
}
