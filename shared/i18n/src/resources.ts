/**
 * Every translation file as a static import, for `createTestI18n` (jest and any bundler resolve them without
 * `require` or a server). The browser never imports this: it fetches the same files per language and namespace.
 */
import type { ResourceKey } from 'i18next';
import type { LanguageCode } from './languages';
import type { Namespace } from './namespaces';
import enDefault from '../locales/en/default.json';
import enCommon from '../locales/en/common.json';
import enCompany from '../locales/en/company.json';
import enMenu from '../locales/en/menu.json';
import enPer from '../locales/en/per.json';
import enDevice from '../locales/en/device.json';
import enAtt from '../locales/en/att.json';
import enAcc from '../locales/en/acc.json';
import enReport from '../locales/en/report.json';
import enSub from '../locales/en/sub.json';
import enVendor from '../locales/en/vendor.json';
import enRalvie from '../locales/en/ralvie.json';
import enGps from '../locales/en/gps.json';
import enComplement from '../locales/en/complement.json';
import enSys from '../locales/en/sys.json';
import enApi from '../locales/en/api.json';
import enTspp from '../locales/en/tspp.json';
import enOauth from '../locales/en/oauth.json';
import enPersonal from '../locales/en/personal.json';
import esMXDefault from '../locales/es-MX/default.json';
import esMXCommon from '../locales/es-MX/common.json';
import esMXCompany from '../locales/es-MX/company.json';
import esMXMenu from '../locales/es-MX/menu.json';
import esMXPer from '../locales/es-MX/per.json';
import esMXDevice from '../locales/es-MX/device.json';
import esMXAtt from '../locales/es-MX/att.json';
import esMXAcc from '../locales/es-MX/acc.json';
import esMXReport from '../locales/es-MX/report.json';
import esMXSub from '../locales/es-MX/sub.json';
import esMXVendor from '../locales/es-MX/vendor.json';
import esMXRalvie from '../locales/es-MX/ralvie.json';
import esMXGps from '../locales/es-MX/gps.json';
import esMXComplement from '../locales/es-MX/complement.json';
import esMXSys from '../locales/es-MX/sys.json';
import esMXApi from '../locales/es-MX/api.json';
import esMXTspp from '../locales/es-MX/tspp.json';
import esMXOauth from '../locales/es-MX/oauth.json';
import esMXPersonal from '../locales/es-MX/personal.json';
import arDefault from '../locales/ar/default.json';
import arCommon from '../locales/ar/common.json';
import arCompany from '../locales/ar/company.json';
import arMenu from '../locales/ar/menu.json';
import arPer from '../locales/ar/per.json';
import arDevice from '../locales/ar/device.json';
import arAtt from '../locales/ar/att.json';
import arAcc from '../locales/ar/acc.json';
import arReport from '../locales/ar/report.json';
import arSub from '../locales/ar/sub.json';
import arVendor from '../locales/ar/vendor.json';
import arRalvie from '../locales/ar/ralvie.json';
import arGps from '../locales/ar/gps.json';
import arComplement from '../locales/ar/complement.json';
import arSys from '../locales/ar/sys.json';
import arApi from '../locales/ar/api.json';
import arTspp from '../locales/ar/tspp.json';
import arOauth from '../locales/ar/oauth.json';
import arPersonal from '../locales/ar/personal.json';
import trDefault from '../locales/tr/default.json';
import trCommon from '../locales/tr/common.json';
import trCompany from '../locales/tr/company.json';
import trMenu from '../locales/tr/menu.json';
import trPer from '../locales/tr/per.json';
import trDevice from '../locales/tr/device.json';
import trAtt from '../locales/tr/att.json';
import trAcc from '../locales/tr/acc.json';
import trReport from '../locales/tr/report.json';
import trSub from '../locales/tr/sub.json';
import trVendor from '../locales/tr/vendor.json';
import trRalvie from '../locales/tr/ralvie.json';
import trGps from '../locales/tr/gps.json';
import trComplement from '../locales/tr/complement.json';
import trSys from '../locales/tr/sys.json';
import trApi from '../locales/tr/api.json';
import trTspp from '../locales/tr/tspp.json';
import trOauth from '../locales/tr/oauth.json';
import trPersonal from '../locales/tr/personal.json';
import zhCNDefault from '../locales/zh-CN/default.json';
import zhCNCommon from '../locales/zh-CN/common.json';
import zhCNCompany from '../locales/zh-CN/company.json';
import zhCNMenu from '../locales/zh-CN/menu.json';
import zhCNPer from '../locales/zh-CN/per.json';
import zhCNDevice from '../locales/zh-CN/device.json';
import zhCNAtt from '../locales/zh-CN/att.json';
import zhCNAcc from '../locales/zh-CN/acc.json';
import zhCNReport from '../locales/zh-CN/report.json';
import zhCNSub from '../locales/zh-CN/sub.json';
import zhCNVendor from '../locales/zh-CN/vendor.json';
import zhCNRalvie from '../locales/zh-CN/ralvie.json';
import zhCNGps from '../locales/zh-CN/gps.json';
import zhCNComplement from '../locales/zh-CN/complement.json';
import zhCNSys from '../locales/zh-CN/sys.json';
import zhCNApi from '../locales/zh-CN/api.json';
import zhCNTspp from '../locales/zh-CN/tspp.json';
import zhCNOauth from '../locales/zh-CN/oauth.json';
import zhCNPersonal from '../locales/zh-CN/personal.json';

export const RESOURCES: Record<LanguageCode, Record<Namespace, ResourceKey>> = {
  en: {
    default: enDefault,
    common: enCommon,
    company: enCompany,
    menu: enMenu,
    per: enPer,
    device: enDevice,
    att: enAtt,
    acc: enAcc,
    report: enReport,
    sub: enSub,
    vendor: enVendor,
    ralvie: enRalvie,
    gps: enGps,
    complement: enComplement,
    sys: enSys,
    api: enApi,
    tspp: enTspp,
    oauth: enOauth,
    personal: enPersonal,
  },
  'es-MX': {
    default: esMXDefault,
    common: esMXCommon,
    company: esMXCompany,
    menu: esMXMenu,
    per: esMXPer,
    device: esMXDevice,
    att: esMXAtt,
    acc: esMXAcc,
    report: esMXReport,
    sub: esMXSub,
    vendor: esMXVendor,
    ralvie: esMXRalvie,
    gps: esMXGps,
    complement: esMXComplement,
    sys: esMXSys,
    api: esMXApi,
    tspp: esMXTspp,
    oauth: esMXOauth,
    personal: esMXPersonal,
  },
  ar: {
    default: arDefault,
    common: arCommon,
    company: arCompany,
    menu: arMenu,
    per: arPer,
    device: arDevice,
    att: arAtt,
    acc: arAcc,
    report: arReport,
    sub: arSub,
    vendor: arVendor,
    ralvie: arRalvie,
    gps: arGps,
    complement: arComplement,
    sys: arSys,
    api: arApi,
    tspp: arTspp,
    oauth: arOauth,
    personal: arPersonal,
  },
  tr: {
    default: trDefault,
    common: trCommon,
    company: trCompany,
    menu: trMenu,
    per: trPer,
    device: trDevice,
    att: trAtt,
    acc: trAcc,
    report: trReport,
    sub: trSub,
    vendor: trVendor,
    ralvie: trRalvie,
    gps: trGps,
    complement: trComplement,
    sys: trSys,
    api: trApi,
    tspp: trTspp,
    oauth: trOauth,
    personal: trPersonal,
  },
  'zh-CN': {
    default: zhCNDefault,
    common: zhCNCommon,
    company: zhCNCompany,
    menu: zhCNMenu,
    per: zhCNPer,
    device: zhCNDevice,
    att: zhCNAtt,
    acc: zhCNAcc,
    report: zhCNReport,
    sub: zhCNSub,
    vendor: zhCNVendor,
    ralvie: zhCNRalvie,
    gps: zhCNGps,
    complement: zhCNComplement,
    sys: zhCNSys,
    api: zhCNApi,
    tspp: zhCNTspp,
    oauth: zhCNOauth,
    personal: zhCNPersonal,
  },
};
