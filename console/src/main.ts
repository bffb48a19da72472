import './zod-without-eval';
import './bootstrap';
