// The DOM tier's one setup: Testing Library's matchers on `expect`, and every rendered tree unmounted after
// its test, so no test sees another's DOM.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
