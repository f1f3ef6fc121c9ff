export { HueTag, type StatusHue } from './HueTag';
