import { App } from 'antd';
import { useAppServices } from '../providers/AppProvider';

/**
 * Warning toasts: through the app's toast queue when the shell gave one, else antd's message API (inside an antd
 * `<App>`), else the console, so a missing host piece never turns a warning into a crash.
 */
export function useWarn(): (message: string) => void {
  const services = useAppServices();
  const { message } = App.useApp();
  return (text: string) => {
    if (services.warn) services.warn(text);
    else if (typeof message.warning === 'function') void message.warning(text);
    else console.warn(text);
  };
}
