/** What a list shows for a description: one holding only spaces or line breaks reads as none,
 * so the list shows its stand-in ("-", the category) rather than a blank title. */
export function descriptionOr(description: string, standIn: string): string {
  return description.trim() === '' ? standIn : description
}
