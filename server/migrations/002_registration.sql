-- What a registration records besides the account itself (SPEC §3 register payload).
alter table members add column register_domain text not null default '';
-- iCode / rCode as read from the landing URL: agent invite and member referral codes.
alter table members add column invite_code text not null default '';
alter table members add column referral_code text not null default '';
