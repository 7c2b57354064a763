// Whether a control has stopped moving, for both browser drivers (Playwright's and puppeteer's): a line that
// appears above it, or rows mounting in the background, move it, and a click aimed at its old place hits
// something else.

/** Tells, look after look, whether a box is where the previous look saw it. */
export function stoppedMoving(): (box: unknown) => boolean {
  let last: string | undefined;
  return (box) => {
    const now = JSON.stringify(box);
    const still = now === last;
    last = now;
    return still;
  };
}
