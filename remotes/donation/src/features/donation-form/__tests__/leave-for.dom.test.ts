import { leaveFor } from '../lib/leave-for';

test.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])('never follows %s', (url) => {
  expect(() => leaveFor(url)).toThrow();
});
