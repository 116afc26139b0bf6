// Async boundary: federation negotiates the shared singletons before any app code runs.
import('./bootstrap');
