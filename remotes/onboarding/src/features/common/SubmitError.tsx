import { Alert } from 'antd';

/** The server's (translated) answer to a failed submit, shown above the form's buttons. */
export function SubmitError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />;
}
