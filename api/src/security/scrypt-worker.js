// One scrypt derivation, run on a worker thread of the password pool (security/password.ts). Plain
// JavaScript so the same file runs from src (tests) and is copied beside the bundle (api/dist).
const { scryptSync } = require('node:crypto');

module.exports = ({ password, salt, length, options }) => scryptSync(password, Buffer.from(salt), length, options);
