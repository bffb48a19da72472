-- Registration used to store the repeated login password as the withdraw (second) password, so a new
-- member was told 已设置提款密码 with a password they could never type. Both hashes are salted scrypt
-- over the browser's MD5 digest (members/password.ts), so SQL cannot tell whether they hide the same
-- password: every withdraw password set before this migration is marked, and the member's next login,
-- which has the login digest, checks it and clears a withdraw password equal to the login password
-- (members/registration-second-password.ts). Withdraw passwords set or reset afterwards are not marked.
alter table members add column second_password_unchecked boolean not null default false;
update members set second_password_unchecked = true where second_password_hash is not null;
