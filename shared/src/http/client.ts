import axios from 'axios';
import { getApiBase } from '../config';

export const CLIENT_APP_HEADER = 'X-Client-App';
export const CLIENT_APP = 'colleghi-web';

/** The one axios instance of the page (shared singleton): use request() rather than this. */
export const http = axios.create({
  headers: { [CLIENT_APP_HEADER]: CLIENT_APP, Accept: 'application/json' },
});

// The base is read per request, not at creation: the host calls configureApi after loading
// /config.json, which is after this module has been evaluated.
http.interceptors.request.use((config) => {
  if (!config.baseURL) config.baseURL = getApiBase();
  return config;
});
