import React from 'react';
import { registerInstance } from 'shared/diagnostics';
import { registerResources } from 'shared/i18n';
import zhCN from './i18n/zh-CN.json';

/** Runs once when any module of this remote loads. */
export const NAMESPACE = 'auth';
registerResources(NAMESPACE, zhCN, () => import(/* webpackChunkName: "i18n-zh-TW-auth" */ './i18n/zh-TW.json'));
registerInstance('react', React, 'mf_auth');
