/** A call's status code and message, for asserting a refusal. */
export async function status(
  call: Promise<{ envelope: { status_code: number; message: string } }>,
): Promise<[number, string]> {
  const { envelope } = await call;
  return [envelope.status_code, envelope.message];
}
