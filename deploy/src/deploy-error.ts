/** A deploy failure an operator can act on: the CLI prints the message and exits non-zero, no stack trace. */
export class DeployError extends Error {
  override readonly name = 'DeployError';
}
