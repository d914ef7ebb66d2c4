/**
 * Splits a full name typed into one field (spec section 5): the first word becomes `firstName`,
 * the remaining words `lastName`, joined by single spaces. Runs of whitespace count as one.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(" ") };
}
