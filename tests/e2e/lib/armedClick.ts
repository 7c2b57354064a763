// Clicks Run (or any armed approval control) the way a user does: bring it into view, wait until the
// sidebar's visibility gate armed it, then press the mouse at its centre. Playwright's own click scrolls the
// element first, and a control that moves re-arms (by design), so that click would chase a moving target.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { stoppedMoving } from './stoppedMoving';

export async function clickArmed(control: Locator, timeout = 20_000): Promise<void> {
  await control.scrollIntoViewIfNeeded({ timeout });
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect.poll(() => control.isEnabled(), { timeout }).toBe(true);
    const box = await control.boundingBox();
    if (!box) throw new Error('the control is not on screen');
    await control.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // A click the gate took removes the control (the call is no longer pending); a refused one leaves it.
    const gone = await control
      .waitFor({ state: 'detached', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (gone) return;
  }
  throw new Error('the control stayed after three clicks');
}

/**
 * Clicks a control behind the sidebar's visibility gate as a user does: once it is in view, has stopped
 * moving (a notice appearing above moves it, and a moved control re-arms by design) and is armed.
 */
export async function clickWhenArmed(control: Locator): Promise<void> {
  await clickWhenSettled(control, () => control.isEnabled());
}

/**
 * Clicks where a control is once it has stopped moving (and `ready` holds): a line that appears above it while
 * the sidebar starts (the page's health, a notice) moves it, and a click at its old place hits something else.
 */
export async function clickWhenSettled(
  control: Locator,
  ready: () => Promise<boolean> = async () => true,
): Promise<void> {
  const still = stoppedMoving();
  await expect
    .poll(
      async () => {
        // In view on every look: what moved it may have pushed it out of the viewport.
        await control.scrollIntoViewIfNeeded({ timeout: 20_000 });
        return still(await control.boundingBox()) && (await ready());
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBe(true);
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await control.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
