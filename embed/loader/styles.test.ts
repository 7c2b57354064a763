// The sidebar enables Run only while IntersectionObserver v2 says our frame is visible, and that check
// fails for any opacity below 1, filter or non-2D transform on the frame or its ancestors: ours set none.
import { describe, expect, it } from 'vitest';
import { frameStyles, hostStyles } from './styles';

describe('frame and host styles', () => {
  it('put no visual effect on the sidebar frame or its host', () => {
    for (const styles of [hostStyles, frameStyles(420)]) {
      expect(styles['opacity'] ?? '1').toBe('1');
      expect(styles['transform'] ?? 'none').toBe('none');
      expect(styles['filter'] ?? 'none').toBe('none');
      expect(styles['mix-blend-mode'] ?? 'normal').toBe('normal');
    }
    // The host resets what a page rule could set on it.
    expect(hostStyles).toMatchObject({ opacity: '1', transform: 'none', filter: 'none' });
  });
});
