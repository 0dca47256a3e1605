/**
 * Starts the log line of every alert to the operators (operator-alerts.ts): the API stack counts
 * these lines in the log of each function that alerts, and alarms on them, so the alarms' topic
 * (emailed to the operators) hears of every report, hold and takedown even where no operator
 * address was given. Apart from the alerts themselves, so the CDK app reads it without loading
 * the logger or SES.
 */
export const OPERATOR_ALERT_LOG = 'OperatorAlert';
