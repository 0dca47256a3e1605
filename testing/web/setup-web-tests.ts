import { configure } from '@testing-library/react';

// A whole-app render on a machine busy running every suite at once can take over Testing
// Library's default second; a wait that would pass given time is not what these tests check.
configure({ asyncUtilTimeout: 5000 });

// Files share one page environment (the lane does not isolate them): each starts as a fresh
// browser would, with nothing stored by the file before it.
globalThis.localStorage.clear();
globalThis.sessionStorage.clear();
