import React from 'react';
import { registerInstance } from 'shared/diagnostics';
import { registerResources } from 'shared/i18n';
import zhCN from './i18n/zh-CN.json';

export const NAMESPACE = 'host';
registerResources(NAMESPACE, zhCN, () => import(/* webpackChunkName: "i18n-zh-TW-host" */ './i18n/zh-TW.json'));
registerInstance('react', React, 'host');
