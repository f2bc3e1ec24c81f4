import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/http/redact';

/** The query of a URL as a map of decoded values. */
const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.slice(url.indexOf('?') + 1)));

describe('redactUrl', () => {
  it('hides the login secrets and keeps the rest', () => {
    const url = '/web/guest/user/login?userName=demo01&password=demo1234&code=ab12&codeId=3f1c2d4e-1111-4222-8333-444455556666';
    const redacted = redactUrl(url);
    expect(redacted.startsWith('/web/guest/user/login?')).toBe(true);
    expect(redacted).not.toContain('demo1234');
    expect(redacted).not.toContain('ab12');
    expect(queryOf(redacted)).toMatchObject({ userName: 'demo01', password: '***', code: '***' });
  });

  it('hides registration secrets: password, confirmPassword and smsCode', () => {
    const redacted = redactUrl(
      '/web/guest/user/register?userName=alpha01&password=abcd1234&confirmPassword=abcd1234&phone=13912345678&smsCode=654321&agreed=1',
    );
    expect(redacted).toBe(
      '/web/guest/user/register?userName=alpha01&password=***&confirmPassword=***&phone=13912345678&smsCode=***&agreed=1',
    );
  });

  it('hides short password names such as withdrawPwd', () => {
    expect(redactUrl('/web/user/checkWithdrawPwd?withdrawPwd=123456&oldPwd=abc&id=7')).toBe(
      '/web/user/checkWithdrawPwd?withdrawPwd=***&oldPwd=***&id=7',
    );
  });

  it('hides tokens, whatever the letter case of the name', () => {
    expect(redactUrl('/web/user/getUserInfo?token=abc.def')).toBe('/web/user/getUserInfo?token=***');
    expect(redactUrl('/x?TOKEN=a&Password=b&SMSCODE=c&keep=d')).toBe('/x?TOKEN=***&Password=***&SMSCODE=***&keep=d');
    expect(redactUrl('/x?accessToken=a&newPassword=b')).toBe('/x?accessToken=***&newPassword=***');
  });

  it('hides every copy of a repeated secret', () => {
    const redacted = redactUrl('/x?password=one&password=two&a=1');
    expect(redacted).not.toMatch(/one|two/);
    expect(queryOf(redacted)).toMatchObject({ password: '***', a: '1' });
  });

  it('hides a secret whose name is percent-encoded', () => {
    const redacted = redactUrl('/x?pass%77ord=secret1&a=1');
    expect(redacted).not.toContain('secret1');
  });

  it('leaves a URL without secrets unchanged', () => {
    for (const url of [
      '/web/guest/user/getRegisterItem',
      '/web/guest/user/getCaptcha?uuid=3f1c2d4e-1111-4222-8333-444455556666',
      '/web/common/sysDictionary/getSysDictionary?dictionaryValue=language_type',
      '/web/guest/index/getSilde?position=1&device=1',
      '/web/user/getBetRecord?platType=AG&startTime=2024-01-01&pageIndex=1&pageSize=20',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('keeps the meaning of values that need encoding', () => {
    const url = `/x?name=${encodeURIComponent('陈 嘉明&co')}&password=p%20q`;
    const redacted = redactUrl(url);
    expect(queryOf(redacted)).toEqual({ name: '陈 嘉明&co', password: '***' });
    expect(redacted).not.toContain('p%20q');
  });

  it('hides a secret with an empty value or no value too', () => {
    expect(queryOf(redactUrl('/x?password=&code'))).toEqual({ password: '***', code: '***' });
  });
});
