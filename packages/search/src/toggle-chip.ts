/**
 * The next active chip of a persona or challenge row (spec section 4): clicking a chip makes
 * it active, clicking the active chip clears the filter.
 */
export function toggleChip<Id extends string>(active: Id | undefined, clicked: Id): Id | undefined {
  return active === clicked ? undefined : clicked;
}
