/**
 * The catalogue as the admin console reads it: one course (`GET /api/courses/{id}`, under the
 * course card's key so a save shows in both) and a page of courses by name or town.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../shared/contracts/common.contract';
import type { Course } from '../../../shared/contracts/courses.contract';

export const useCatalogueCourse = (id: string) =>
  useQuery({ queryKey: ['courses', id], queryFn: ({ signal }) => api.get<Course>(`/courses/${encodeURIComponent(id)}`, undefined, signal), enabled: !!id });

export const useCataloguePage = (text: string, page: number) =>
  useQuery({
    queryKey: ['courses', 'list', { text: text || undefined, sort: 'name', page, pageSize: 20 }],
    queryFn: ({ signal }) => api.get<Page<Course>>('/courses', { text: text || undefined, sort: 'name', page, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
  });
