import type { AlertOperators, OperatorAlert } from '../functions/lib/operator-alerts';

/** Test-only: the alerts a service sent the operators, kept to be asserted. */
export function recordedAlerts() {
  const alerts: OperatorAlert[] = [];
  const alertOperators: AlertOperators = async (alert) => {
    alerts.push(alert);
  };
  return { alertOperators, alerts };
}
