import { App } from 'antd';
import { useAppServices } from '../providers/AppProvider';

/** Warning toasts: through the app's toast queue when the shell gave one, else antd's message API. */
export function useWarn(): (message: string) => void {
  const services = useAppServices();
  const { message } = App.useApp();
  return (text: string) => {
    if (services.warn) services.warn(text);
    else void message.warning(text);
  };
}
