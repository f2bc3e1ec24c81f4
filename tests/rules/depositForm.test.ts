import { describe, expect, it } from 'vitest';
import { cancelReasonOf, countdownText, depositProblemField, proofProblem } from '../../machines/rules/depositForm';

/** The deposit form's helpers: which field a refusal is about, the proof's name, the cancel reason, the 30:00 countdown. */

describe('a deposit refusal', () => {
  it('is shown at the field it is about', () => {
    expect(depositProblemField('deposit.error.depositorNameRequired')).toBe('depositorName');
    expect(depositProblemField('deposit.error.depositorNameFormat')).toBe('depositorName');
    expect(depositProblemField('deposit.error.protocolRequired')).toBe('protocol');
    expect(depositProblemField('deposit.channelRequired')).toBe('channel');
    expect(depositProblemField('deposit.error.belowMin')).toBe('amount');
    expect(depositProblemField('rule.amount.format')).toBe('amount');
  });
});

describe('a proof picture', () => {
  it('is a png, jpg or jpeg by its name’s ending, in any letter case', () => {
    const file = (name: string) => ({ name, type: '', size: 1000 });
    for (const good of ['a.png', 'a.JPG', 'a.jpeg']) expect(proofProblem(file(good)), good).toBeNull();
    for (const bad of ['a.gif', 'a.png.exe', 'png', 'a.jpgx']) expect(proofProblem(file(bad)), bad).toBe('upload.proofType');
    expect(proofProblem({ name: 'a.png', type: '', size: 0 })).toBe('upload.empty');
  });
});

describe('the cancel reason chosen', () => {
  it('is kept only when it is one of the list', () => {
    expect(cancelReasonOf('changeMethod')).toBe('changeMethod');
    expect(cancelReasonOf('bored')).toBeNull();
    expect(cancelReasonOf('')).toBeNull();
  });
});

describe('the crypto countdown', () => {
  it('shows mm:ss, whole seconds, never below 00:00', () => {
    expect(countdownText(1800)).toBe('30:00');
    expect(countdownText(1799.9)).toBe('29:59');
    expect(countdownText(61)).toBe('01:01');
    expect(countdownText(9)).toBe('00:09');
    expect(countdownText(-5)).toBe('00:00');
  });
});
