/** How many starting positions a carousel of `total` items has with `perView` in sight. */
export function positionsFor(total: number, perView: number): number {
  return Math.max(1, total - Math.min(perView, total) + 1);
}

/** The next starting position, looping past either end. */
export function nextPosition(current: number, positions: number, step: 1 | -1): number {
  return (((current + step) % positions) + positions) % positions;
}
