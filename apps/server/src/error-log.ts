/**
 * The `err` of a log line: type, message, code and the stacks of the cause chain, with the
 * values of a failed database statement left out. Drizzle writes them into its error's
 * message (`Failed query: … params: …`), and wrapping errors copy that message, so they
 * would put whatever a request submitted (a whole contact message) into the log.
 */
export function errorForLog(error: Error): { type: string; message: string; stack: string; code?: unknown } {
  const chain: Error[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 10; e = e.cause) chain.push(e);
  const leaks = chain.flatMap((e) => {
    const params = (e as { params?: unknown }).params;
    return Array.isArray(params) && params.length > 0 ? [`params: ${params.join(',')}`] : [];
  });
  const scrub = (text: string) => leaks.reduce((out, leak) => out.replaceAll(leak, 'params: (not logged)'), text);
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrub(error.message),
    ...(code === undefined ? {} : { code }),
    stack: scrub(chain.map((e) => e.stack ?? `${e.name}: ${e.message}`).join('\ncaused by: ')),
  };
}
