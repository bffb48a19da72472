-- 品牌配置: each brand's live configuration (shared/config liveBrandSchema), one immutable row per
-- version; the latest version of a site is what the host lays over its brand.json. A rollback is a new
-- version restoring an earlier one (restored_from). Seeded with the live part of host/brands/*.json
-- (site 4, the rehearsal brand, runs the default brand's file); brand-config-seed.test.ts keeps the two
-- in step.

create table brand_config_versions (
  site_id       text not null,
  version       integer not null check (version > 0),
  config        jsonb not null,
  reason        text not null,
  created_by    text not null,
  created_at    timestamptz not null,
  restored_from integer,
  primary key (site_id, version)
);

insert into brand_config_versions (site_id, version, config, reason, created_by, created_at) values
  ('1', 1, '{"siteName": "星耀体育", "defaultLanguage": "zh-CN", "defaultEdition": "classic", "downloadUrl": "https://download.example.com/xingyao", "flags": {"depositEnabled": true, "professionalThemeAllowed": true}, "remotes": ["auth", "sports", "casino", "wallet", "promotions", "account", "chat"]}'::jsonb, '品牌文件 default.json 初始配置', 'seed', now()),
  ('2', 1, '{"siteName": "星耀娱乐", "defaultLanguage": "zh-CN", "defaultEdition": "classic", "theme": {"classic": {"primary": "#e0462f", "primaryHover": "#f06249", "accent": "#ffb400"}}, "flags": {"depositEnabled": false, "professionalThemeAllowed": false, "hideNavIcon": true}, "remotes": ["auth", "casino", "wallet", "promotions", "account"]}'::jsonb, '品牌文件 lite.json 初始配置', 'seed', now()),
  ('3', 1, '{"siteName": "星耀专业版", "defaultLanguage": "zh-TW", "defaultEdition": "professional", "theme": {"professional": {"primary": "#19c37d", "primaryHover": "#2fd98f", "onPrimary": "#06140d", "background": "#0c1110", "surface": "#141b19", "surfaceAlt": "#1b2421", "headerBackground": "#0f1513", "border": "#24302c"}}, "flags": {"professionalThemeAllowed": true, "vipNoSave": true, "hideRealNumber": true}, "remotes": ["auth", "sports", "casino", "wallet", "promotions", "account", "chat"]}'::jsonb, '品牌文件 pro.json 初始配置', 'seed', now()),
  ('4', 1, '{"siteName": "星耀体育", "defaultLanguage": "zh-CN", "defaultEdition": "classic", "downloadUrl": "https://download.example.com/xingyao", "flags": {"depositEnabled": true, "professionalThemeAllowed": true}, "remotes": ["auth", "sports", "casino", "wallet", "promotions", "account", "chat"]}'::jsonb, '品牌文件 default.json 初始配置', 'seed', now());
