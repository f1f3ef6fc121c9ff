import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeApiClientNavigation } from './api-client-hooks';

/** Renders nothing: hands the router's navigate to the api-client once the router exists. */
export function ApiClientNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    routeApiClientNavigation(navigate);
  }, [navigate]);
  return null;
}
