import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown';
import { useSingleFlight } from './use-single-submit';

/**
 * SPEC §4: disabled while the 30 s countdown runs (from mount: the mail was just sent); a successful send starts
 * it again, a failed one leaves the button usable.
 */
export function ResendButton({ send }: { send: () => Promise<boolean> }) {
  const { t } = useTranslation('oauth');
  const { remaining, restart } = useCountdown();
  const [sending, setSending] = useState(false);
  const resend = useSingleFlight(async () => {
    setSending(true);
    try {
      if (await send()) restart();
    } finally {
      setSending(false);
    }
  });
  return (
    <Button
      type="primary"
      block
      disabled={remaining > 0}
      loading={sending}
      onClick={() => void resend()}
    >
      {remaining > 0 ? t('resend.wait', { seconds: remaining }) : t('resend.button')}
    </Button>
  );
}
