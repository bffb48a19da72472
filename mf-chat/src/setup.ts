import React from 'react';
import { registerInstance } from 'shared/diagnostics';
import { registerResources } from 'shared/i18n';
import zhCN from './i18n/zh-CN.json';
import zhTW from './i18n/zh-TW.json';

/** Runs once when any module of this remote loads. */
export const NAMESPACE = 'chat';
registerResources(NAMESPACE, zhCN, zhTW);
registerInstance('react', React, 'mf_chat');
