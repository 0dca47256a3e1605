import { useEffect, useRef, useState } from 'react';

/** How long "Send a new code" rests after a send: the server sends one a minute. */
const RESEND_PAUSE_MS = 60_000;

/** "Send a new code" rests after each send; the timer goes when the dialog does. */
export function useResendPause() {
  const [resting, setResting] = useState(false);
  const restTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(restTimer.current), []);

  function rest() {
    setResting(true);
    clearTimeout(restTimer.current);
    restTimer.current = setTimeout(() => setResting(false), RESEND_PAUSE_MS);
  }

  return { resting, rest };
}
