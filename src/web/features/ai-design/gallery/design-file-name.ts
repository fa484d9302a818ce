/** The file name a design downloads as: its title as a slug, with its image's type ("kraft-mailer-box.png"). */
export function designFileName(title: string, imageUrl: string): string {
  const type = /\.(png|jpe?g|webp|gif)(?:$|[?#])/i.exec(imageUrl)?.[1]?.toLowerCase() ?? 'png';
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'design'}.${type === 'jpeg' ? 'jpg' : type}`;
}
