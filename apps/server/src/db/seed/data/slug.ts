export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxSlugLength = 80;

/** "Chole Bhature (2 pcs)" → "chole-bhature-2-pcs"; accents are dropped, never left as bytes. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugLength)
    .replace(/-+$/, '');
  if (!slug) throw new Error(`"${text}" has no letters or digits to make a slug from`);
  return slug;
}
