import { Flex, Spin, Typography } from 'antd';

/** What a code page shows during its 3 s wait and the call after it. */
export function CheckingCode({ message }: { message: string }) {
  return (
    <Flex vertical align="center" gap={16} style={{ padding: 32 }} role="status" aria-live="polite">
      <Spin size="large" />
      <Typography.Text>{message}</Typography.Text>
    </Flex>
  );
}
