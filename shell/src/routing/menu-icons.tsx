import type { ComponentType } from 'react';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import TabletOutlined from '@ant-design/icons/TabletOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import FundOutlined from '@ant-design/icons/FundOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ClusterOutlined from '@ant-design/icons/ClusterOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import type { MenuIconName } from '@timekeep/contracts';

/**
 * The component of each side-menu icon name (one import per icon, so only these reach the shell's bundle). A
 * record over every name: a name added to the contracts fails the build until it is mapped here.
 */
export const MENU_ICONS: Readonly<Record<MenuIconName, ComponentType<{ 'aria-hidden'?: boolean }>>> = {
  HomeOutlined,
  DashboardOutlined,
  ReadOutlined,
  BankOutlined,
  TeamOutlined,
  AppstoreAddOutlined,
  UserOutlined,
  TabletOutlined,
  EnvironmentOutlined,
  ScheduleOutlined,
  SafetyOutlined,
  BarChartOutlined,
  FundOutlined,
  SettingOutlined,
  ShopOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  ShoppingCartOutlined,
};
