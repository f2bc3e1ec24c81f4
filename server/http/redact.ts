const SECRET_PARAM = /password|pwd|code|token/i;

/** Access-log form of a URL: secret query values (passwords, codes, tokens) become ***. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) {
    if (SECRET_PARAM.test(name)) params.set(name, '***');
  }
  return `${url.slice(0, queryStart)}?${params.toString().replaceAll('%2A', '*')}`;
}
