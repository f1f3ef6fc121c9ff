import { BUILD_INFO } from '../build-info';
import { createOnboardingApp } from '../features/OnboardingApp';

/** `./App`: the /oauth and /onboard pages as relative routes under the shell's router. */
export default createOnboardingApp(BUILD_INFO);
