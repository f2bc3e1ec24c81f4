/** The operator key the end-to-end server runs with (the /web/ops/ routes exist only with one; 16 characters at least). */
export const E2E_OPERATOR_KEY = process.env.OPERATOR_KEY ?? 'e2e-operator-key-for-tests';
